/** The cold-chain report prints on its own (the shared print area, screens/printArea.css.ts). */
export { printArea as report } from '../../printArea.css.ts';
