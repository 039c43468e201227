/**
 * The README's recipe for a kind of app, read from the README itself so the host-app tests build
 * what it says word for word: a section's `npm install` commands (its `sh` blocks) and its files
 * (the code blocks whose info string names one: ```tsx title="src/App.tsx"```).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from './hostApp.ts'

export interface ReadmeRecipe {
  /** Each `npm install …` line, as npm's arguments (`['install', '@foyer/react', …]`). */
  installs: string[][]
  /** The files by path, as the README writes them. */
  files: Record<string, string>
}

export function readmeRecipe(heading: string, readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')): ReadmeRecipe {
  const lines = readme.split('\n')
  const start = lines.indexOf(`### ${heading}`)
  if (start < 0) throw new Error(`README.md has no section "### ${heading}"`)
  const end = lines.findIndex((line, index) => index > start && /^#{2,3} /.test(line))
  const section = lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
  const recipe: ReadmeRecipe = { installs: [], files: {} }
  for (const [, language, title, body] of section.matchAll(/^```(\w+)(?: title="([^"]+)")?\n([\s\S]*?)^```$/gm)) {
    if (title) recipe.files[title] = body!
    else if (language === 'sh')
      for (const line of body!.split('\n')) {
        const command = line.replace(/#.*$/, '').trim().split(/\s+/)
        if (command[0] === 'npm' && command[1] === 'install') recipe.installs.push(command.slice(1))
      }
  }
  if (recipe.installs.length === 0 && Object.keys(recipe.files).length === 0) throw new Error(`README.md's "### ${heading}" has no install command and no file`)
  return recipe
}
