// Written by `npm run messages` from the files of shared/messages/catalogue: do not edit. Every catalogue.
import ar from './catalogue/ar.json';
import en from './catalogue/en.json';
import hi from './catalogue/hi.json';
import ru from './catalogue/ru.json';
import zh from './catalogue/zh.json';

export const CATALOGUE_FILES = { ar, en, hi, ru, zh };
