import type { ComponentType, ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { RuntimeConfig } from '../../session/config'
import { ErrorAlert } from '../../components/ErrorAlert'
import { runtimeConfigQuery } from './queries'

/**
 * The card of the public pages (sign-in, password reset). It sits at a fixed distance from the top, not
 * centred, so its heading stays put while the environments load and the form grows below it; index.html
 * paints the sign-in card in the same place before the app's code runs.
 */
export function AuthCard({
  icon: Icon,
  title,
  intro,
  width,
  above,
  notice,
  children,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  title: string
  intro: string
  width: number
  /** Shown above the heading (a way back). */
  above?: ReactNode
  /** Shown between the introduction and the form. */
  notice?: ReactNode
  children: (config: RuntimeConfig) => ReactNode
}) {
  const config = useQuery(runtimeConfigQuery)
  return (
    <Box component="main" mih="100vh" px="md" pb="md" style={{ paddingTop: 'max(16px, 12vh)', boxSizing: 'border-box' }}>
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width} mx="auto">
        <Stack gap="lg">
          {above}
          <Stack gap={4}>
            <Group gap="xs">
              <Icon size={22} aria-hidden />
              <Title order={1} size="h3">
                {title}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </Stack>
          {notice}
          {config.isPending ? (
            <Stack gap="sm" aria-busy="true" aria-label="Loading environments">
              <Skeleton h={60} />
              <Skeleton h={36} />
              <Skeleton h={36} />
            </Stack>
          ) : config.isError ? (
            <ErrorAlert error={config.error} title="The environments could not be loaded" onRetry={() => void config.refetch()} />
          ) : (
            children(config.data)
          )}
        </Stack>
      </Paper>
    </Box>
  )
}
