// Fonts bundled with the renderer, so Arabic and Chinese render on a machine without those system fonts: the Noto
// families from the npm registry (@fontsource/noto-sans, -arabic, -sc), regular and semibold. They are found by
// glob so that a checkout without them still builds (falling back to system fonts) rather than failing.
import.meta.glob(
  [
    '../../../node_modules/@fontsource/noto-sans/{400,600}.css',
    '../../../node_modules/@fontsource/noto-sans-arabic/{400,600}.css',
    '../../../node_modules/@fontsource/noto-sans-sc/{400,600}.css',
  ],
  { eager: true },
);
