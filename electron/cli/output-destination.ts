// Where a command will write its file (`--csv FILE`, `--xlsx FILE`, `aqar saved export FILE`), checked before the
// core exists and so before any request is spent: the folder exists, the target is not a folder, and both can be
// written. A bad path is a usage error (exit 2) that names the flag, never an internal error after the fetch.
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, openSync, statSync, unlinkSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { AppFailure } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { refuseOwnFile } from '#core/export/own-files';

/** Flags whose value is a file the command writes; `-` means standard output where the format allows it. */
export const OUTPUT_FLAGS: Readonly<
  Record<
    string,
    {
      stdout: boolean;
      what: 'csv' | 'workbook' | 'pdf';
      atomic: boolean;
      misnamed: (file: string) => MessageRef | null;
    }
  >
> = {
  // Text is written through whatever the name is (a pipe, /dev/stdout); a workbook is written beside it and renamed
  // over it, which would replace a device or a pipe with a file.
  csv: { stdout: true, what: 'csv', atomic: false, misnamed: csvMisnamed },
  xlsx: { stdout: false, what: 'workbook', atomic: true, misnamed: workbookMisnamed },
  // A PDF is written whole beside its destination and renamed over it, as a workbook is.
  pdf: { stdout: false, what: 'pdf', atomic: true, misnamed: pdfMisnamed },
};

function pdfMisnamed(file: string): MessageRef | null {
  return /\.pdf$/i.test(file) ? null : ref('error.cli.destination.pdfName');
}

const WORKBOOK_EXTENSION = /\.(xlsx|xlsm|xls|ods)$/i;

// Excel opens a file by its extension: a workbook named .csv opens as garbage text, and CSV text named .xlsx is
// refused as "format and extension don't match". The name is checked before a request is spent.
function workbookMisnamed(file: string): MessageRef | null {
  return /\.xlsx$/i.test(file) ? null : ref('error.cli.destination.workbookName');
}

function csvMisnamed(file: string): MessageRef | null {
  return WORKBOOK_EXTENSION.test(file) ? ref('error.cli.destination.csvName') : null;
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** Whether a file can be created in `folder`: one is made and removed at once. */
function takesNewFiles(folder: string): boolean {
  const probe = join(folder, `.aqar-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    closeSync(openSync(probe, 'wx'));
  } catch {
    return false;
  }
  try {
    unlinkSync(probe);
  } catch {
    // Created but not removable: the folder still took the file; the probe's name says what it was.
  }
  return true;
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Names Windows keeps for its devices, whatever the extension: "con.csv" is the console, not a file. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.[^.]*)*$/i;
const WINDOWS_REFUSES = /[<>:"|?*]/;
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * What is wrong with a file name on this platform, or null: a control character anywhere (a newline pasted with
 * the name), and on Windows a device name or a character it refuses.
 */
export function fileNameProblem(name: string, platform: NodeJS.Platform = process.platform): MessageRef | null {
  if (CONTROL.test(name)) return ref('error.cli.destination.controlCharacter', { name: JSON.stringify(name) });
  if (platform !== 'win32') return null;
  if (WINDOWS_DEVICE.test(name.trim())) {
    return ref('error.cli.destination.windowsDevice', { name: JSON.stringify(name) });
  }
  const bad = WINDOWS_REFUSES.exec(name);
  return bad ? ref('error.cli.destination.windowsCharacter', { name: JSON.stringify(name), character: bad[0] }) : null;
}

/**
 * Throws a validation failure naming `label` (e.g. `--csv`) when `path` cannot be written as a file, or is one of the
 * app's own files in `dataDir` (a database, the settings file, a backup).
 */
export function checkDestination(
  path: string,
  label: string,
  atomic = false,
  platform: NodeJS.Platform = process.platform,
  dataDir?: string,
): void {
  const refuse = (why: MessageRef): never => {
    throw new AppFailure('validation', ref('error.cli.destination', { label, path, why }), {
      field: label.replace(/^--/, ''),
    });
  };
  if (path.trim() === '') refuse(ref('error.cli.destination.nameAFile'));
  // "out.csv/" names a folder: resolve() would drop the slash and the write fail after the fetch (EISDIR).
  if (/[\\/]$/.test(path)) refuse(ref('error.cli.destination.endsWithSlash'));
  // "out.csv " (a space copied with the name) makes a file Excel and Finder show as out.csv yet nobody can find or
  // open by that name; Windows cannot even hold it.
  const name = basename(path);
  if (name !== name.trim() || /\.$/.test(name)) {
    const quoted = { name: JSON.stringify(name) };
    refuse(
      /\.$/.test(name.trim())
        ? ref('error.cli.destination.endsWithDot', quoted)
        : ref('error.cli.destination.spaceAround', quoted),
    );
  }
  const problem = fileNameProblem(name, platform);
  if (problem) refuse(problem);
  if (dataDir) refuseOwnFile(path, dataDir, label);
  const file = resolve(path);
  const folder = dirname(file);
  const folderStat = statOrNull(folder);
  if (!folderStat) refuse(ref('error.cli.destination.noFolder', { folder }));
  if (!folderStat!.isDirectory()) refuse(ref('error.cli.destination.notAFolder', { folder }));
  const target = statOrNull(file);
  if (target?.isDirectory()) refuse(ref('error.cli.destination.isFolder'));
  if (atomic && target && !target.isFile()) refuse(ref('error.cli.destination.notRegular'));
  // A workbook goes in beside its destination first (written whole, then renamed), and a new file is created there,
  // so the folder must take a new file: tried for real, as permission bits say nothing of /proc or a read-only mount
  // (which failed after every page was spent, with a raw ENOENT naming a hidden temporary file).
  if ((atomic || !target) && !takesNewFiles(folder)) refuse(ref('error.cli.destination.folderReadOnly', { folder }));
  if (target && !writable(file)) refuse(ref('error.cli.destination.fileReadOnly'));
}

/** Checks every output flag of a command line; called before the core is built. */
export function checkOutputFlags(flags: ReadonlyMap<string, string | true>, dataDir?: string): void {
  for (const [flag, { stdout, what, atomic, misnamed }] of Object.entries(OUTPUT_FLAGS)) {
    const value = flags.get(flag);
    if (typeof value !== 'string' || (stdout && value === '-')) continue;
    if (value === '-') {
      throw new AppFailure('validation', ref('error.cli.stdoutRefused', { flag, what }), {
        field: flag,
      });
    }
    checkDestination(value, `--${flag}`, atomic, process.platform, dataDir);
    const wrongName = misnamed(value);
    if (wrongName) {
      throw new AppFailure(
        'validation',
        ref('error.cli.destination', { label: `--${flag}`, path: value, why: wrongName }),
        {
          field: flag,
        },
      );
    }
  }
}
