// `aqar brand show|set`: the broker's brand as client reports print it, through the same core service as Settings →
// Your brand. `set` changes the fields it is given and keeps the rest; images are read from files (their type from
// their first bytes) and copied into the workspace.
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { flagIssue } from './plain-issue';
import { asWritten, ref } from '#shared/messages/message-ref';
import {
  brandSetSchema,
  MAX_BRAND_IMAGE_BYTES,
  type BrandImageInput,
  type BrandImageType,
  type BrandSetInput,
} from '#shared/ipc/contract';
import type { BrandImage, BrandView } from '#shared/report/brand';
import type { CliContext } from './cli-context';
import type { Say } from '#shared/messages/say-in';
import { commandFlags, langFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { printJson } from './table-output';

export const BRAND_ACTIONS = ['show', 'set'] as const;

const TEXT_FLAGS = ['name', 'brn', 'agency', 'phone', 'email'] as const;
const text = z.string('needs a value');

/** What a file's first bytes say it is. */
function imageType(bytes: Buffer): BrandImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The file's bytes, refused as soon as they pass the limit (a device or a pipe has no size to look at first). */
async function readImage(file: string, flag: string): Promise<BrandImageInput> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
      size += (chunk as Buffer).length;
      if (size > MAX_BRAND_IMAGE_BYTES) {
        throw new AppFailure(
          'validation',
          ref('error.cli.brand.imageTooLarge', { flag, file, limit: MAX_BRAND_IMAGE_BYTES / 1024 }),
          { field: flag },
        );
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppFailure) throw error;
    throw new AppFailure(
      'validation',
      ref('error.cli.brand.unreadable', { flag, file, detail: (error as Error).message }),
      {
        field: flag,
      },
    );
  }
  const bytes = Buffer.concat(chunks);
  const mime = imageType(bytes);
  if (!mime) {
    throw new AppFailure('validation', ref('error.cli.brand.notImage', { flag, file }), { field: flag });
  }
  return { mime, data: bytes.toString('base64') };
}

function imageLine(say: Say, image: BrandImage | null): string {
  if (!image) return say('cli.brand.noImage');
  const kb = Math.ceil(((image.dataUrl.length - image.dataUrl.indexOf(',') - 1) * 0.75) / 1024);
  return say('cli.brand.image', {
    type: image.mime.slice(6).toUpperCase(),
    size: image.width && image.height ? 'known' : 'unknown',
    width: image.width ?? 0,
    height: image.height ?? 0,
    kb,
  });
}

/** The brand for scripts: its words, and of each image its type and size (never its bytes). */
function brandJson(brand: BrandView | null) {
  if (!brand) return null;
  const image = (i: BrandImage | null) => i && { mime: i.mime, width: i.width, height: i.height };
  return { ...brand, logo: image(brand.logo), photo: image(brand.photo) };
}

function printBrand(ctx: CliContext, brand: BrandView | null): void {
  if (!brand) {
    ctx.io.out(`${ctx.say('cli.brand.none')}\n`);
    return;
  }
  const fields = [
    ['name', brand.name],
    ['brn', brand.brn ?? '—'],
    ['agency', brand.agency ?? '—'],
    ['phone', brand.phone ?? '—'],
    ['email', brand.email ?? '—'],
    ['logo', imageLine(ctx.say, brand.logo)],
    ['photo', imageLine(ctx.say, brand.photo)],
  ] as const;
  ctx.io.out(fields.map(([field, value]) => `${ctx.say('cli.brand.field', { field, value })}\n`).join(''));
}

/** The input a set sends: the flags given over the brand kept, checked with the contract's schema, named by flag. */
async function setInput(flags: Flags, kept: BrandView | null): Promise<BrandSetInput> {
  const own = commandFlags(
    flags,
    {
      ...Object.fromEntries(TEXT_FLAGS.map((f) => [f, text.optional()])),
      logo: text.optional(),
      photo: text.optional(),
      'remove-logo': switchFlag,
      'remove-photo': switchFlag,
      lang: langFlag.optional(),
    },
    'brand set',
  ) as Partial<Record<string, string | true>>;
  const input: BrandSetInput = {
    name: (own.name as string | undefined) ?? kept?.name ?? '',
    brn: (own.brn as string | undefined) ?? kept?.brn ?? null,
    agency: (own.agency as string | undefined) ?? kept?.agency ?? null,
    phone: (own.phone as string | undefined) ?? kept?.phone ?? null,
    email: (own.email as string | undefined) ?? kept?.email ?? null,
  };
  for (const role of ['logo', 'photo'] as const) {
    if (own[role] && own[`remove-${role}`]) {
      throw new AppFailure('validation', ref('error.cli.brand.setAndRemove', { role }), {
        field: role,
      });
    }
    if (typeof own[role] === 'string') input[role] = await readImage(own[role], role);
    else if (own[`remove-${role}`]) input[role] = null;
  }
  const parsed = brandSetSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const flag = String(issue.path[0]);
    if (flag === 'name' && !kept && own.name === undefined) {
      throw new AppFailure('validation', ref('error.cli.brand.nameFirst'), {
        field: 'name',
      });
    }
    throw new AppFailure('validation', flagIssue(`--${flag}`, asWritten(`${issue.message}.`)), { field: flag });
  }
  return input;
}

export async function runBrandCommand(ctx: CliContext, action: string | undefined, flags: Flags): Promise<void> {
  const json = flags.has('json');
  switch (action) {
    case 'show': {
      commandFlags(flags, { lang: langFlag.optional() }, 'brand show');
      const brand = await invoke(ctx, 'brand:get', {});
      return json ? printJson(ctx, brandJson(brand)) : printBrand(ctx, brand);
    }
    case 'set': {
      const input = await setInput(flags, await invoke(ctx, 'brand:get', {}));
      const brand = await invoke(ctx, 'brand:set', input);
      if (json) return printJson(ctx, brandJson(brand));
      ctx.io.out(`${ctx.say('cli.brand.saved')}\n`);
      return printBrand(ctx, brand);
    }
    default:
      throw new AppFailure('validation', ref('error.cli.brand.needsAction', { actions: BRAND_ACTIONS.join(', ') }), {
        field: 'action',
      });
  }
}
