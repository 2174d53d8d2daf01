import { accessSync, constants, readdirSync } from 'node:fs'
import path from 'node:path'

const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The folders on the PATH, then /usr/bin (where Debian's packages put these programs). */
export const PATH_FOLDERS = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/bin']

/**
 * The first of `names` that can be run, looked for in each of `folders` in turn; when none is
 * there, `folders[0]/names[0]`, for the message that says what to install.
 */
export function findProgram(names: string[], folders: string[] = PATH_FOLDERS): string {
  for (const folder of folders)
    for (const name of names) {
      const file = path.join(folder, name)
      if (runnable(file)) return file
    }
  return path.join(folders[0] ?? '/usr/bin', names[0] ?? '')
}

/** Each architecture's library folder (/usr/lib/x86_64-linux-gnu, /usr/lib/aarch64-linux-gnu, …). */
export function libraryFolders(): string[] {
  try {
    return readdirSync('/usr/lib', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.endsWith('-linux-gnu'))
      .map((entry) => `/usr/lib/${entry.name}`)
  } catch {
    return []
  }
}
