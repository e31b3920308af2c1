import { afterEach, beforeEach, expect, test } from 'vitest'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// Who sells a machine and on what terms is the shop's, and the shop of the best offer moves with
// prices: prose writes {seller} and {returns}, never the terms themselves.

let copy: ReturnType<typeof fixtureCopy>
beforeEach(() => {
  copy = fixtureCopy()
})
afterEach(() => copy.remove())

const HYDRASTROKE = 'pages-config/reviews/hydrastroke-water-rower.yaml'
const RETURNS_HINT = "returns, trials and refunds are each shop's own terms, and the shop of the best offer changes with prices; write {returns} (the returns and trial terms of the shop of the best current offer, from retailers.yaml), or leave it out"

test('"sold by" the brand, where the buy buttons lead to a shop, is reported at its words with {seller} to write', () => {
  const text = copy.edit(HYDRASTROKE, (yaml) => yaml.replace('note: Sold by {seller} with {shipping}.', 'note: Sold by HydraStroke with {shipping}.'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(HYDRASTROKE, text, 'Sold by HydraStroke')}  /sections/8/note  "Sold by HydraStroke": HydraStroke is the maker, not a shop of retailers.yaml, and the buy buttons lead to the shop of the best current offer; write {seller} (the shop the buy buttons name)`,
  ])
})

test('"direct from" a shop of retailers.yaml is reported too: the best offer may be another shop\'s tomorrow', () => {
  const text = copy.edit(HYDRASTROKE, (yaml) => yaml.replace('Rower from {seller}, with', 'Rower direct from Demo Cardio Outlet (fictional), with'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(HYDRASTROKE, text, 'direct from Demo')}  /sections/18/text  "direct from Demo Cardio Outlet (fictional)": the shop of the best current offer changes with prices; write {seller} (the shop the buy buttons name)`,
  ])
})

test('"30-day returns" in a review\'s prose is reported at its words, naming {returns}', () => {
  const text = copy.edit(HYDRASTROKE, (yaml) => yaml.replace('and on all three the HydraStroke delivers.', 'and 30-day returns make it an easy risk.'))
  expect(reportLines(copy.root)).toEqual([`${placeOf(HYDRASTROKE, text, '30-day returns')}  /sections/4/paragraphs/2  "30-day returns": ${RETURNS_HINT}`])
})

test('a trial written as what to do with the machine is reported too, at its words', () => {
  const text = copy.edit(HYDRASTROKE, (yaml) => yaml.replace('and on all three the HydraStroke delivers.', 'so try the HydraStroke at home for 30 days, or row it for 30 days at home.'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(HYDRASTROKE, text, 'try the HydraStroke')}  /sections/4/paragraphs/2  "try the HydraStroke at home for 30 days": ${RETURNS_HINT}`,
    `${placeOf(HYDRASTROKE, text, 'row it for')}  /sections/4/paragraphs/2  "row it for 30 days": ${RETURNS_HINT}`,
  ])
})

test('a return window, a refund promise and a secure checkout in one line are each reported', () => {
  const text = copy.edit(HYDRASTROKE, (yaml) => yaml.replace('reassurance: "The retailer\'s offer: {shipping} · {returns}"', 'reassurance: "Send it back within 30 days, no questions asked · secure checkout"'))
  const line = placeOf(HYDRASTROKE, text, 'reassurance:').split(':')[1]
  expect(reportLines(copy.root)).toEqual([
    `${HYDRASTROKE}:${line}:19  /sections/0/reassurance  "Send it back within 30 days": ${RETURNS_HINT}`,
    `${HYDRASTROKE}:${line}:48  /sections/0/reassurance  "no questions asked": ${RETURNS_HINT}`,
    `${HYDRASTROKE}:${line}:69  /sections/0/reassurance  "secure checkout": how a shop takes payment is the shop's, and no data of ours vouches for it; leave it out ({seller} names the shop)`,
  ])
})

test('a price guarantee on an information page is reported, with no review token to offer', () => {
  const file = 'pages-config/pages/information.yaml'
  const text = copy.edit(file, (yaml) => yaml.replace('Shipping terms, returns and trials are offers', 'Shipping terms and price-match guarantees are offers'))
  expect(reportLines(copy.root)).toEqual([`${placeOf(file, text, 'price-match guarantee')}  /sections/3/paragraphs/1  "price-match guarantees": no shop's price guarantee is held as data (retailers.yaml, the offers); leave it out`])
})

test("site.yaml's checkout note claims no terms of its own", () => {
  const file = 'pages-config/site.yaml'
  const text = copy.edit(file, (yaml) => yaml.replace(`checkoutNote: "The shop's offer: {shipping} · {returns}"`, `checkoutNote: "The shop's offer: {shipping} · Secure checkout"`))
  expect(reportLines(copy.root)).toEqual([`${placeOf(file, text, 'Secure checkout')}  /claims/checkoutNote  "Secure checkout": how a shop takes payment is the shop's, and no data of ours vouches for it; leave it out ({seller} names the shop)`])
})

test('free return shipping with no return window is refused at the shop', () => {
  const file = 'pages-config/retailers.yaml'
  const text = copy.edit(file, (yaml) => yaml.replace('terms: { returnDays: 30, freeReturnShipping: true, trialDays: 30 }', 'terms: { returnDays: 0, freeReturnShipping: true }'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(file, text, 'true }')}  /retailers/0/terms/freeReturnShipping  free return shipping with no return window (returnDays: 0): Example Fitness Depot (fictional) takes nothing back; give its returnDays, or leave freeReturnShipping out`,
  ])
})

test('a return window the schema cannot take is reported with its bounds', () => {
  const file = 'pages-config/retailers.yaml'
  const text = copy.edit(file, (yaml) => yaml.replace('terms: { returnDays: 14, freeReturnShipping: false }', 'terms: { returnDays: thirty, freeReturnShipping: false }'))
  expect(reportLines(copy.root)).toEqual([`${placeOf(file, text, 'thirty')}  /retailers/2/terms/returnDays  must be integer`])
})
