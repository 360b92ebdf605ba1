// The app's icons, drawn as SVG (lucide) rather than as symbol characters (⌂ ⚖ ☾ …). A character the text's fonts
// lack sends the browser through the system's fonts for one that has it, on the window's first layout: on Debian's
// 320 Noto fonts, the sidebar's symbols took a page's first layout from about 2 ms to about 11 ms (the same text
// with SVG icons: under 3 ms), and the form's first frame became a task over 50 ms, so the window was usable later.
// Each system also drew those symbols in a face of its own (an emoji on one, a thin outline on another); these
// look the same everywhere.
//
// Each icon is one element for React, its shapes set as markup the browser parses: drawn through lucide-react's
// components, the window's first render made a component and an element for every shape of the sidebar's and the top
// bar's icons (about 70), for the same picture. The shapes are lucide's (icon-shapes.ts, with lucide's licence), as
// lucide-react draws them: icons.test.tsx holds each to lucide-react's own drawing, so an upgrade that changes one
// fails there, naming it and its new shapes.
import { ICON_SHAPES } from './icon-shapes';

export type IconName = keyof typeof ICON_SHAPES;

/**
 * An icon beside words that say the same (hidden from screen readers), sized to the text around it. `flip` mirrors
 * it in a right-to-left page, for an icon that points along the line.
 */
export function Icon({ name, flip = false }: { name: IconName; flip?: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1.15em"
      height="1.15em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={flip ? 'icon icon-flip' : 'icon'}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      // Constant text of this app's (icon-shapes.ts), never anything it received.
      dangerouslySetInnerHTML={{ __html: ICON_SHAPES[name] }}
    />
  );
}
