import type { ComponentProps } from 'react'

import { Card, CardGrid } from './cards'
import { Section, SectionHeading } from './section'

/** A heading and its text cards, as a page global's card section holds them (`cardSection` in its fields). */
export type CardSectionContent = {
  eyebrow?: string | null
  title: string
  subtitle?: string | null
  cards?: Array<{ id?: string | null; title: string; text?: string | null }> | null
}

/** A page section of a heading over a grid of cards, each a title and a paragraph. */
export function CardSection({
  content,
  columns,
  tone,
}: {
  content: CardSectionContent
  columns: ComponentProps<typeof CardGrid>['columns']
  tone?: ComponentProps<typeof Section>['tone']
}) {
  return (
    <Section tone={tone}>
      <SectionHeading
        eyebrow={content.eyebrow ?? undefined}
        title={content.title}
        subtitle={content.subtitle ?? undefined}
      />
      <CardGrid columns={columns}>
        {(content.cards ?? []).map((card) => (
          <Card key={card.id} title={card.title}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}
