/**
 * Archive names and which archives a schedule keeps (decision 047). Names carry their time
 * (UTC), so any listing of the destination can be sorted and pruned without reading the archives.
 */
const NAME = /^council-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(\d+))?\.tar\.gz$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `council-backup-20261127-030000.tar.gz` for 27 November 2026 at 03:00:00 UTC. */
export function archiveName(at: Date, serial = 0) {
	const day = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`
	const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`
	return `council-backup-${day}-${time}${serial ? `-${serial}` : ''}.tar.gz`
}

/** The time an archive's name gives, or null for a file that is not one of ours. */
export function archiveTime(name: string): Date | null {
	const m = NAME.exec(name)
	if (!m) return null
	const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [
		number,
		number,
		number,
		number,
		number,
		number,
	]
	const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
	return Number.isNaN(at.getTime()) ? null : at
}

export interface Keep {
	daily: number
	weekly: number
	monthly: number
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10)
const monthOf = (at: Date) => at.toISOString().slice(0, 7)
/** The Monday (UTC) of the week an instant falls in. */
function weekOf(at: Date) {
	const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
	monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
	return dayOf(monday)
}

/**
 * The archives to delete so that the newest archive of each of the last `daily` days, `weekly`
 * weeks and `monthly` months that have one is kept (the usual grandfather-father-son rotation).
 * Files whose names are not an archive's are never deleted.
 */
export function archivesToRemove(names: string[], keep: Keep): string[] {
	const dated = names
		.map((name) => ({ name, at: archiveTime(name) }))
		.filter((a): a is { name: string; at: Date } => a.at !== null)
		.sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name))
	const kept = new Set<string>()
	const rotate = (count: number, period: (at: Date) => string) => {
		const periods = new Set<string>()
		for (const archive of dated) {
			const p = period(archive.at)
			if (periods.has(p)) continue
			if (periods.size === count) break
			periods.add(p)
			kept.add(archive.name)
		}
	}
	rotate(keep.daily, dayOf)
	rotate(keep.weekly, weekOf)
	rotate(keep.monthly, monthOf)
	return dated.filter((a) => !kept.has(a.name)).map((a) => a.name)
}

/**
 * The scheduled slot an instant belongs to: the last time at `hour` (UTC) on or before it, each
 * day, or each Monday for a weekly schedule. Its key names the run that covers it.
 */
export function currentSlot(now: Date, schedule: 'daily' | 'weekly', hour: number) {
	const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour))
	if (schedule === 'weekly') at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7))
	if (at > now) at.setUTCDate(at.getUTCDate() - (schedule === 'weekly' ? 7 : 1))
	return { key: `${schedule}-${dayOf(at)}`, at }
}
