// `aqar --help` speaks `--lang`: each interface language words the help in its own words while the flags, commands
// and placeholders a broker types stay as they are; English stays as it was; every command has its words in every
// language.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { sayIn } from '#shared/messages/messages';
import { aboutOf, USAGE_KEYS } from './command-help';
import { helpFor, mainHelp } from './help';
import { helpTable } from './help-table';

/** The flags a help text names (--demo, --lang …): what a broker types, the same in every language. */
function flagsOf(text: string): Set<string> {
  return new Set(text.match(/--[a-z][a-z0-9-]*/g) ?? []);
}

describe('aqar --help in the language --lang asks', () => {
  it('keeps the English help as it was', () => {
    const help = mainHelp('en');
    expect(help.startsWith('aqar: UAE property market research from the command line (Aqar Lens)\n\nUsage:\n')).toBe(
      true,
    );
    expect(help).toContain(
      '\n  aqar key set|clear|status             keep the API key in the system keychain (set reads it from standard input)\n',
    );
    expect(help).toContain(
      "\n  --profile ID           the live connection's profile: neutral | rapidapi (or AQAR_PROFILE)\n",
    );
    expect(help.endsWith('workspace of a newer version; requests already sent stay counted), 130 cancelled.\n')).toBe(
      true,
    );
    expect(helpFor(['saved', 'delete'], 'en')).toContain(
      '\n\nOutput: printed as text (no output flags).\n\nConnection (every command):\n',
    );
    expect(helpFor(['cache'], 'en')).toContain("\n\naqar cache ACTION --help lists one action's flags.\n\n");
  });

  it('words the help in Arabic, with the flags and commands as typed', () => {
    const help = mainHelp('ar');
    expect(help).toContain('الاستخدام:');
    expect(help).toContain('أبحاث سوق العقارات في الإمارات');
    expect(help).toContain('رموز الخروج');
    expect(help).toContain('\n  aqar key set|clear|status             ');
    expect(help).toContain('\n  --demo | --live        ');
    expect(help).toContain('aqar workspace --help');
    expect(help).not.toContain('Connection (every command):');
    expect(helpFor(['report'], 'ar')).toContain('--numerals latn|arab   أرقام غربية (0-9) أو هندية');
  });

  it('words it in Hindi, Russian and Chinese', () => {
    expect(mainHelp('hi')).toContain('उपयोग:');
    expect(mainHelp('hi')).toContain('एग्ज़िट कोड');
    expect(helpFor(['saved', 'run'], 'hi')).toContain('सहेजी गई खोज चलाएँ');
    expect(mainHelp('ru')).toContain('Использование:');
    expect(mainHelp('ru')).toContain('Коды выхода');
    expect(helpFor(['market'], 'ru')).toContain('Фильтры:');
    expect(mainHelp('zh')).toContain('用法：');
    expect(mainHelp('zh')).toContain('退出码');
    expect(helpFor(['compare'], 'zh')).toContain(
      'KIND 为以下之一：listing, project, agent, agency, developer, place。',
    );
  });

  it('gives every command of the usage table its words in every language', () => {
    for (const key of USAGE_KEYS) {
      const english = aboutOf(key, sayIn('en'));
      expect(english, key).not.toBe('');
      for (const lang of LANGS.filter((l) => l !== 'en')) {
        const about = aboutOf(key, sayIn(lang));
        expect(about, `${lang} ${key}`).not.toBe('');
        expect(about, `${lang} ${key}`).not.toBe(english);
      }
    }
  });

  it('names, in every language, every flag the English help of each command names', () => {
    const english = helpTable('en');
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const table = helpTable(lang);
      expect(Object.keys(table.texts), lang).toEqual(Object.keys(english.texts));
      expect(table.anyAction, lang).toEqual(english.anyAction);
      for (const [words, text] of Object.entries(english.texts)) {
        const worded = flagsOf(table.texts[words]!);
        const missing = [...flagsOf(text)].filter((flag) => !worded.has(flag));
        expect(missing, `${lang} "${words}"`).toEqual([]);
        expect(table.texts[words], `${lang} "${words}"`).not.toBe(text);
      }
    }
  });
});
