import fs from 'node:fs';

let list: Set<string> | undefined;

/** True for passwords on the shipped list of the most common ones (letter case ignored). */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return list.has(password.toLowerCase());
}
