// Unit tests call shared formatting directly, outside the core and the window that register the message catalogues
// at start: every language is registered for them, as the core registers it.
import '#shared/messages/all-languages';
