import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { classNames as join } from './cellClasses'
import own from './Field.module.css'

const textRoot = (Text.classes as Record<'root', string>).root

/**
 * A labelled read-only value: its label in small dimmed capitals, the value in small text. Drawn as the library draws
 * a box holding its text and a box of small text, without their components: a record's page shows dozens.
 */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className={join('mantine-focus-auto', textRoot, 'mantine-Text-root', own.label)} data-size="xs">
        {label}
      </p>
      <div className={own.value}>{children}</div>
    </div>
  )
}
