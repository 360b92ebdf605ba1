// Settings → Your brand: the name, BRN, agency, phone and e-mail a client report prints, and the logo and photo
// (previewed, replaced or removed), copied into the workspace on Save. Each bad value is said beside its field in
// the interface language before anything is sent; a workspace that cannot be written says so in an error notice.
import { useEffect, useState } from 'react';
import {
  BRAND_IMAGE_TYPES,
  brandSetSchema,
  MAX_BRAND_IMAGE_BYTES,
  type BrandImageInput,
  type BrandSetInput,
} from '#shared/ipc/contract';
import type { BrandView } from '#shared/report/brand';
import { api } from '../api/api';
import { formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { usePreferences } from '../state/preferences-store';
import { sayIn, useMessage, type Say } from '../i18n/messages';
import { useErrorNotice } from './use-error-notice';

const TEXT_FIELDS = ['name', 'brn', 'agency', 'phone', 'email'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Role = 'logo' | 'photo';

/** An image as the form holds it: what is shown, and what Save sends (absent: keep the one kept; null: remove). */
interface ImageDraft {
  shown: string | null;
  send?: BrandImageInput | null;
}

interface Draft {
  text: Record<TextField, string>;
  images: Record<Role, ImageDraft>;
}

const KB = 1024;

function draftOf(brand: BrandView | null): Draft {
  return {
    text: {
      name: brand?.name ?? '',
      brn: brand?.brn ?? '',
      agency: brand?.agency ?? '',
      phone: brand?.phone ?? '',
      email: brand?.email ?? '',
    },
    images: { logo: { shown: brand?.logo?.dataUrl ?? null }, photo: { shown: brand?.photo?.dataUrl ?? null } },
  };
}

function inputOf(draft: Draft): BrandSetInput {
  const images: Partial<Record<Role, BrandImageInput | null>> = {};
  for (const role of ['logo', 'photo'] as const) {
    const send = draft.images[role].send;
    if (send !== undefined) images[role] = send;
  }
  return { ...draft.text, ...images };
}

const FIELDS_WITH_WORDS = ['name', 'brn', 'phone', 'email'] as const;

/** The fields whose refusal has words of its own (brand.errors.<field>); any other is "too long". */
function isFieldWithWords(field: string): field is (typeof FIELDS_WITH_WORDS)[number] {
  return (FIELDS_WITH_WORDS as readonly string[]).includes(field);
}

/** What is wrong with each field, in the broker's words (the first issue of each). */
function fieldErrors(input: BrandSetInput, say: Say): Partial<Record<string, string>> {
  const parsed = brandSetSchema.safeParse(input);
  const out: Partial<Record<string, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= isFieldWithWords(field) ? say(`brand.errors.${field}`) : say('brand.errors.other');
  }
  return out;
}

function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

export function BrandSection() {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const showError = useErrorNotice((field) =>
    (TEXT_FIELDS as readonly string[]).includes(field) ? say(`brand.${field as TextField}`) : undefined,
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api.invoke('brand:get', {}).then((r) => (r.ok ? setDraft(draftOf(r.value)) : showError(r.error)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once; the notice words itself per language
  }, []);
  if (!draft) return null;

  const setText = (field: TextField, value: string) => setDraft({ ...draft, text: { ...draft.text, [field]: value } });
  const setImage = (role: Role, image: ImageDraft) =>
    setDraft({ ...draft, images: { ...draft.images, [role]: image } });
  const choose = async (role: Role, file: File | undefined) => {
    if (!file) return;
    const max = formatInteger(MAX_BRAND_IMAGE_BYTES / KB, lang);
    if (!(BRAND_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return setErrors({ ...errors, [role]: say('brand.errors.imageType', { file: file.name }) });
    }
    if (file.size > MAX_BRAND_IMAGE_BYTES) {
      const size = formatInteger(Math.ceil(file.size / KB), lang);
      return setErrors({ ...errors, [role]: say('brand.errors.imageSize', { file: file.name, size, max }) });
    }
    const dataUrl = await readImage(file);
    const mime = file.type as BrandImageInput['mime'];
    setErrors({ ...errors, [role]: undefined });
    setImage(role, { shown: dataUrl, send: { mime, data: dataUrl.slice(dataUrl.indexOf(',') + 1) } });
  };
  const save = async () => {
    const input = inputOf(draft);
    const found = fieldErrors(input, say);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await api.invoke('brand:set', input);
    setBusy(false);
    if (!result.ok) return showError(result.error);
    setDraft(draftOf(result.value));
    notify('success', (l) => sayIn(l)('brand.saved'));
  };

  const field = (name: TextField, type: 'text' | 'tel' | 'email' = 'text') => (
    <label className="setting-field" data-testid={`brand-${name}`}>
      <span>{say(`brand.${name}`)}</span>
      <input
        type={type}
        dir={name === 'name' || name === 'agency' ? 'auto' : 'ltr'}
        value={draft.text[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => setText(name, e.target.value)}
      />
      {errors[name] && <span className="field-error">{errors[name]}</span>}
    </label>
  );
  const image = (role: Role) => {
    const shown = draft.images[role].shown;
    return (
      <div className="setting-field brand-image" data-testid={`brand-${role}`}>
        <span>{say(`brand.${role}`)}</span>
        {shown ? (
          <img
            className={`brand-preview ${role}`}
            src={shown}
            alt={say(`brand.${role}`)}
            data-testid={`brand-${role}-preview`}
          />
        ) : (
          <p className="muted brand-none">{say('brand.none')}</p>
        )}
        <div className="row">
          <label className="button brand-choose">
            {shown ? say('brand.replace') : say('brand.choose')}
            <input
              type="file"
              className="brand-file"
              accept={BRAND_IMAGE_TYPES.join(',')}
              data-testid={`brand-${role}-input`}
              onChange={(e) => {
                void choose(role, e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {shown && (
            <button
              type="button"
              className="button"
              data-testid={`brand-${role}-remove`}
              onClick={() => setImage(role, { shown: null, send: null })}
            >
              {say('brand.remove')}
            </button>
          )}
        </div>
        <span className="muted">
          {say('brand.imageHint', { max: formatInteger(MAX_BRAND_IMAGE_BYTES / KB, lang) })}
        </span>
        {errors[role] && <span className="field-error">{errors[role]}</span>}
      </div>
    );
  };

  return (
    <div className="settings-card" data-testid="brand-section">
      <h2>{say('brand.title')}</h2>
      <p className="muted">{say('brand.intro')}</p>
      <div className="settings-grid">
        {field('name')}
        {field('brn')}
        {field('agency')}
        {field('phone', 'tel')}
        {field('email', 'email')}
      </div>
      <div className="settings-grid">
        {image('logo')}
        {image('photo')}
      </div>
      <button
        type="button"
        className="button primary"
        disabled={busy}
        data-testid="brand-save"
        onClick={() => void save()}
      >
        {say('brand.save')}
      </button>
    </div>
  );
}
