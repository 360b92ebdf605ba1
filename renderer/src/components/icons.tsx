// The app's icons, drawn as SVG (lucide) rather than as symbol characters (⌂ ⚖ ☾ …). A character the text's fonts
// lack sends the browser through the system's fonts for one that has it, on the window's first layout: on Debian's
// 320 Noto fonts, the sidebar's symbols took a page's first layout from about 2 ms to about 11 ms (the same text
// with SVG icons: under 3 ms), and the form's first frame became a task over 50 ms, so the window was usable later.
// Each system also drew those symbols in a face of its own (an emoji on one, a thin outline on another); these
// look the same everywhere.
import {
  ArrowLeftRight,
  Bell,
  BriefcaseBusiness,
  Building2,
  ChartLine,
  Check,
  ChevronDown,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Download,
  FileText,
  Hammer,
  History,
  House,
  type LucideIcon,
  Moon,
  Radar,
  Scale,
  Settings,
  Star,
  Sun,
  UserRound,
} from 'lucide-react';

const DRAWN = {
  listings: House,
  projects: Building2,
  transactions: ArrowLeftRight,
  agents: UserRound,
  agencies: BriefcaseBusiness,
  developers: Hammer,
  market: ChartLine,
  radar: Radar,
  report: FileText,
  /** Compare, and pinning to it. */
  compare: Scale,
  /** Portfolios, and watching for them. */
  portfolios: History,
  /** Saved searches, and saving one. */
  saved: Star,
  alerts: Bell,
  settings: Settings,
  download: Download,
  /** Done: pinned, watched. */
  done: Check,
  /** Towards the start of the line: mirrored right to left (`flip`). */
  collapse: ChevronsLeft,
  /** Towards the end of the line: mirrored right to left (`flip`). */
  expand: ChevronsRight,
  /** A closed section, pointing along the line: mirrored right to left (`flip`). */
  closed: ChevronRight,
  open: ChevronDown,
  light: Sun,
  dark: Moon,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof DRAWN;

/**
 * An icon beside words that say the same (hidden from screen readers), sized to the text around it. `flip` mirrors
 * it in a right-to-left page, for an icon that points along the line.
 */
export function Icon({ name, flip = false }: { name: IconName; flip?: boolean }) {
  const Drawn = DRAWN[name];
  return (
    <Drawn
      className={flip ? 'icon icon-flip' : 'icon'}
      aria-hidden="true"
      focusable="false"
      size="1.15em"
      strokeWidth={1.75}
      data-icon={name}
    />
  );
}
