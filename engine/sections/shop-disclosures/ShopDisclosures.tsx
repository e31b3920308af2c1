import { listOfNames } from '../../shop/disclosure.ts'
import { useDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { shopDisclosures } from './shop-disclosures.ts'

/**
 * The shops the site's buy links lead to, each with what the site says about being paid by it:
 * generated from retailers.yaml, so the disclosure page can never name a shop the site does not
 * link to, nor leave out one it does.
 */
export function ShopDisclosures({ section }: SectionProps<typeof shopDisclosures>) {
  const { shops } = useDisclosure()
  return (
    <section className="section prose shop-disclosures" id={section.id}>
      <h2>{section.heading ?? 'The shops we link to'}</h2>
      {shops.length === 0 ? (
        <p>Our pages link to no shop, so no shop pays us.</p>
      ) : (
        <>
          <p>{`Our buy links lead to ${shops.length === 1 ? 'one shop' : `${shops.length} shops`}: ${listOfNames(shops.map((shop) => shop.name))}. Each pays us a commission when you buy through our links, and each says so beside its offers:`}</p>
          <dl>
            {shops.map((shop) => (
              <div key={shop.name}>
                <dt>{shop.name}</dt>
                <dd>{shop.disclosure}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  )
}
