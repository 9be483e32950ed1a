// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ToastApi } from './Toast.tsx';
export type { ToastHandle } from './Toast.tsx';
export type { ToastOptions } from './Toast.tsx';
export type { ToastProviderProps } from './Toast.tsx';
export type { ToastVariant } from './Toast.tsx';
export { ToastProvider } from './Toast.tsx';
export { toastDefaults } from './Toast.tsx';
export { toastVariants } from './Toast.tsx';
export { useToast } from './Toast.tsx';
