// The broker's brand (Settings → Your brand): read as the report prints it, set whole. The images arrive as bytes
// and are copied into the workspace; a workspace that cannot be written refuses the change before anything is
// written, and a write that fails half way is rolled back (one transaction), so the brand is the old one or the new.
import type { BrandSet } from '#shared/ipc/contract';
import type { BrandImage, BrandView } from '#shared/report/brand';
import type { StoredImage } from '../store/workspace/brand-repo';
import type { Workspace } from '../store/workspace/workspace';
import { imageSize } from '../report/image-size';

const toImage = (image: StoredImage | null): BrandImage | null =>
  image && {
    mime: image.mime,
    dataUrl: `data:${image.mime};base64,${image.bytes.toString('base64')}`,
    width: image.width,
    height: image.height,
  };

function stored(image: BrandSet['logo']): StoredImage | null | undefined {
  if (image === undefined || image === null) return image;
  const bytes = Buffer.from(image.data, 'base64');
  const size = imageSize(image.mime, bytes);
  return { mime: image.mime, bytes, width: size?.width ?? null, height: size?.height ?? null };
}

export class BrandService {
  constructor(
    private readonly workspace: Workspace,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<BrandView | null> {
    const brand = await this.workspace.brand.get();
    if (!brand) return null;
    const { updatedAt: _updatedAt, logo, photo, ...words } = brand;
    return { ...words, logo: toImage(logo), photo: toImage(photo) };
  }

  async set(input: BrandSet): Promise<BrandView> {
    this.workspace.assertWritable();
    const { logo, photo, ...words } = input;
    await this.workspace.brand.set({ ...words, logo: stored(logo), photo: stored(photo) }, this.now());
    return (await this.get())!;
  }
}
