// Asks the person, in a native dialog the renderer cannot answer, whether the stored API key may be sent to a
// changed connection. Anything but an explicit "Keep the key" removes it.
import { dialog, type BrowserWindow } from 'electron';
import type { BindingChange } from '#core/keychain/api-key-vault';

export async function confirmKeyTransfer(window: BrowserWindow | null, change: BindingChange): Promise<boolean> {
  const options = {
    type: 'warning' as const,
    buttons: ['Remove the key', 'Keep the key for the new connection'],
    defaultId: 0,
    cancelId: 0,
    title: 'Aqar Lens',
    message: `The data service connection changed: its ${change.part}, from ${change.was} to ${change.now}.`,
    detail:
      'Your API key was entered for the old connection. Keep it only if the new address belongs to the same ' +
      'provider; otherwise it is removed and you enter the right key for the new service.',
  };
  const { response } = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
  return response === 1;
}
