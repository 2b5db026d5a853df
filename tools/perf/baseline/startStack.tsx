// How each page of the fixture starts: the stack's providers and a router whose one route draws `page`. Each page
// is built alone, so this module is part of its one file.
import '@mantine/core/styles.css'
import type { FunctionComponent } from 'react'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'

export function startStack(page: FunctionComponent) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }) })
  createRoot(document.getElementById('root')!).render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
}
