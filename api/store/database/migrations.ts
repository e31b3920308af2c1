import type { Migration, MigrationProvider } from 'kysely'
import * as offers from './001_offers.ts'
import * as alerts from './002_alerts.ts'
import * as dailyPrices from './003_daily_prices.ts'
import * as priceUntil from './004_price_until.ts'
import * as contentVersions from './005_content_versions.ts'
import * as priceDayLists from './006_price_day_lists.ts'
import * as packedPriceDays from './007_packed_price_days.ts'

/**
 * Every migration, in order, by name. Listed here rather than read from a folder, so the bundled
 * server carries them. A new migration is a new file and a new line; a shipped one never changes.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_offers': offers,
  '002_alerts': alerts,
  '003_daily_prices': dailyPrices,
  '004_price_until': priceUntil,
  '005_content_versions': contentVersions,
  '006_price_day_lists': priceDayLists,
  '007_packed_price_days': packedPriceDays,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
}
