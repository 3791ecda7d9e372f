import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PHOTO_FILE, type PhotoWidth } from '#shared/product-photos';

/**
 * Where uploaded product photos are kept: UPLOADS_DIR/products/<id>-<width>.webp. With several app
 * servers, UPLOADS_DIR must be the same shared folder on all of them (README, "Several app servers").
 * Names are made here only (a random id and a width): an uploaded file's name never reaches a path.
 */
export class PhotoStore {
  private readonly folder: string;

  constructor(uploadsDir: string) {
    this.folder = path.join(path.resolve(uploadsDir), 'products');
  }

  static newId(): string {
    return randomBytes(16).toString('hex');
  }

  /** Writes each version under a temporary name, then renames it: a reader never meets half a file. */
  async save(id: string, versions: Map<PhotoWidth, Buffer>): Promise<void> {
    await fs.promises.mkdir(this.folder, { recursive: true });
    const written: string[] = [];
    try {
      for (const [width, bytes] of versions) {
        const final = this.fileOf(`${id}-${width}.webp`)!;
        const temporary = path.join(this.folder, `.${id}-${width}.${randomBytes(4).toString('hex')}.tmp`);
        await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.promises.rename(temporary, final);
        written.push(final);
      }
    } catch (err) {
      await this.removeFiles(written);
      throw err;
    }
  }

  /** Removes a photo's files (an upload whose row could not be written). */
  async remove(id: string, widths: Iterable<PhotoWidth>): Promise<void> {
    await this.removeFiles([...widths].map((w) => this.fileOf(`${id}-${w}.webp`)!));
  }

  /**
   * The path of a served file name, or undefined unless it is exactly a name this store makes
   * (so "../", "%2e%2e", a temporary file or any other name never reaches the file system).
   */
  fileOf(name: string): string | undefined {
    return PHOTO_FILE.test(name) ? path.join(this.folder, name) : undefined;
  }

  private async removeFiles(files: string[]): Promise<void> {
    await Promise.all(files.map((f) => fs.promises.rm(f, { force: true })));
  }
}
