// File names a broker's machine cannot hold or would read as something else are refused before a request is spent.
import { describe, expect, it } from 'vitest';
import { formatRef } from '#shared/messages/messages';
import { checkDestination, fileNameProblem as problemRef } from './output-destination';

/** The problem worded in English, as the terminal shows it by default. */
const fileNameProblem = (name: string, platform: NodeJS.Platform): string | null => {
  const problem = problemRef(name, platform);
  return problem && formatRef('en', problem);
};

describe('fileNameProblem', () => {
  it('refuses on Windows the device names, whatever the extension, and the characters it cannot hold', () => {
    for (const name of ['con.csv', 'CON', 'nul.xlsx', 'com1.csv', 'lpt9.tar.gz', 'aux.csv ']) {
      expect(fileNameProblem(name, 'win32'), name).toMatch(/device name Windows keeps/);
    }
    expect(fileNameProblem('a:b.csv', 'win32')).toBe(
      'the file name "a:b.csv" holds :, which Windows refuses in a name.',
    );
    for (const name of ['why?.csv', 'a|b.csv', 'x*.csv', '"q".csv', '<a>.csv']) {
      expect(fileNameProblem(name, 'win32'), name).toMatch(/Windows refuses/);
    }
    for (const name of ['console.csv', 'contracts.xlsx', 'com10.csv', 'Marina 2026-11.csv', 'دبي مارينا.xlsx']) {
      expect(fileNameProblem(name, 'win32'), name).toBeNull();
    }
  });

  it('takes on Linux and macOS what their file systems hold, but never a control character', () => {
    expect(fileNameProblem('a:b.csv', 'linux')).toBeNull();
    expect(fileNameProblem('con.csv', 'darwin')).toBeNull();
    expect(fileNameProblem('out\n.csv', 'linux')).toMatch(/control character/);
    expect(fileNameProblem('out\u0007.csv', 'darwin')).toMatch(/control character/);
  });

  it('is said by the destination check, naming the flag', () => {
    expect(() => checkDestination('con.csv', '--csv', false, 'win32')).toThrow(
      /^--csv con\.csv: "con\.csv" is a device/,
    );
    expect(() => checkDestination('out\t.csv', '--csv', false, 'linux')).toThrow(/control character/);
  });
});
