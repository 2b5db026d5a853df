import '@mantine/core/styles.css'
import '@mantine/spotlight/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { cssVariablesResolver, theme } from './app/theme'
import { createQueryClient } from './app/queryClient'
import { onUnauthorized, restoreSession, signOut } from './session/session'
import { createAppRouter } from './router'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

restoreSession()
onUnauthorized(() => {
  const { href, pathname } = router.state.location
  // A member's ended session is signed in again in place; what is refused here is an API key.
  signOut()
  queryClient.clear()
  if (pathname === '/sign-in') return
  void router.navigate({ to: '/sign-in', search: { reason: 'unauthorized', redirect: href, method: 'key' } })
})

// Each page names itself in the browser tab (the routes' `head`): the static title goes.
document.head.querySelector('title')?.remove()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
)
