// Self-hosted faces (no CDN). Only the weights the theme uses, and for Plex only the Arabic subset:
// Latin characters inside Arabic text fall through to Inter in the Arabic font stack.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-600.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
