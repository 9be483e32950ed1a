// Self-hosted faces (no CDN), only the weights the theme uses. Each weight has a small first-screen subset (the
// prerendered pages preload it) backed by the full @fontsource face for any other character: see
// scripts/subset-fonts.ts, which generates fonts/. Latin characters inside Arabic text fall through to Inter in the
// Arabic font stack.
import './fonts/fonts.css';
