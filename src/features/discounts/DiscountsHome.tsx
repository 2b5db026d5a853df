import { Link } from '@tanstack/react-router'
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core'
import { RecentList } from '../../components/IdLookup'
import { Section } from '../../components/PageParts'
import { useRecent } from '../../lib/recent'
import { DiscountLookup } from './DiscountLookups'
import { recentKinds } from './ids'

/** Opening discount records by id, for a service without the lists; the records opened recently on this device. */
export function DiscountsHome() {
  const codes = useRecent(recentKinds.codes)
  const templates = useRecent(recentKinds.templates)
  const children = useRecent(recentKinds.children)
  return (
    <Stack gap="md">
      <Section title="Discount codes">
        <Text size="sm" c="dimmed">
          A code and the decrease of its quantity.
        </Text>
        <DiscountLookup kind="code" />
      </Section>
      <Section title="Batch templates">
        <Text size="sm" c="dimmed">
          A template and how many of its generated child codes were used.
        </Text>
        <DiscountLookup kind="template" />
      </Section>
      <Section title="Batch child codes">
        <Text size="sm" c="dimmed">
          One generated code: whether, when and by whom it was redeemed.
        </Text>
        <DiscountLookup kind="child" />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <RecentList
          title="Recently opened codes"
          items={codes}
          renderLink={(item) => (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/discounts/codes/$codeId" params={{ codeId: Number(item.id) }} />}
              size="sm"
            >
              {item.name}
            </Anchor>
          )}
        />
        <RecentList
          title="Recently opened templates"
          items={templates}
          renderLink={(item) => (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/discounts/templates/$templateId" params={{ templateId: Number(item.id) }} />
              )}
              size="sm"
            >
              {item.name}
            </Anchor>
          )}
        />
        <RecentList
          title="Recently opened child codes"
          items={children}
          renderLink={(item) => (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/discounts/children/$childId" params={{ childId: Number(item.id) }} />}
              size="sm"
            >
              {item.name}
            </Anchor>
          )}
        />
      </SimpleGrid>
    </Stack>
  )
}
