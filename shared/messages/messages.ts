// The message formatter with every language loaded: what the core and the command line import.
import './all-languages';

export {
  formatMessage,
  formatMessageWith,
  formatRef,
  type FormatOptions,
  type MessageArgs,
  type MessageId,
  type MessageRef,
} from './format-message';
export { sayIn, type Say } from './say-in';
