import { DataCell, DataTable, RowHeader } from '#app/components/ui/data-table'
import { COUNCIL_TIME_ZONE } from '#app/config'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale, type Locale } from '#app/i18n/locales'
import type { DiffPart, FieldChange } from './types'

/** A saved instant as a clerk reads it: date and time in the council's time zone. */
export function formatWhen(iso: string, locale: Locale) {
	return new Intl.DateTimeFormat(intlLocale[locale], {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	}).format(new Date(iso))
}

/**
 * One side of a comparison: the older text with its removed words struck through (`<del>`), or
 * the newer one with its added words underlined (`<ins>`). Each change also says what it is in
 * words, for screen readers and for anyone who does not see the colours.
 */
export function DiffText({
	parts,
	side,
	labels,
}: {
	parts: DiffPart[]
	side: 'before' | 'after'
	labels: { added: string; removed: string }
}) {
	const hidden = side === 'before' ? 'added' : 'removed'
	return (
		<div className="whitespace-pre-wrap break-words">
			{parts.map((part, i) => {
				if (part.change === hidden) return null
				if (part.change === 'removed') {
					return (
						<del key={i} className="bg-red-100 text-red-900 decoration-2">
							<span className="sr-only">[{labels.removed} </span>
							{part.text}
							<span className="sr-only">]</span>
						</del>
					)
				}
				if (part.change === 'added') {
					return (
						<ins key={i} className="bg-green-100 text-green-900 decoration-2">
							<span className="sr-only">[{labels.added} </span>
							{part.text}
							<span className="sr-only">]</span>
						</ins>
					)
				}
				return <span key={i}>{part.text}</span>
			})}
		</div>
	)
}

const sections = [
	{ lang: 'en', title: 'admin.diff.english' },
	{ lang: 'fr', title: 'admin.diff.french' },
	{ lang: null, title: 'admin.diff.other' },
] as const

/**
 * What differs between two versions, one table per language (English, French, then what is not
 * in a language: addresses, state, dates), each changed field in a row with the older and the
 * newer text side by side.
 */
export function ChangesTables({
	changes,
	fieldLabel,
	beforeTitle,
	afterTitle,
	headingLevel = 3,
}: {
	changes: FieldChange[]
	fieldLabel: (name: string) => string
	beforeTitle: string
	afterTitle: string
	headingLevel?: 2 | 3
}) {
	const t = useT()
	const labels = { added: t('admin.diff.added'), removed: t('admin.diff.removed') }
	if (changes.length === 0) return <p>{t('admin.diff.none')}</p>
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<div className="grid gap-6">
			{sections.map((section) => {
				const rows = changes.filter((c) => c.lang === section.lang)
				if (rows.length === 0) return null
				const id = `changes-${section.lang ?? 'other'}`
				return (
					<section key={id} aria-labelledby={id}>
						<Heading id={id} className="text-lg font-bold text-slate-900">
							{t(section.title)}
						</Heading>
						<DataTable
							id={id}
							caption={t(section.title)}
							className="mt-2"
							minWidth="sm"
							layout="compare"
							bodyClassName="align-top"
							columns={[t('admin.diff.field'), beforeTitle, afterTitle]}
						>
							{rows.map((change) => (
								<tr key={change.name}>
									<RowHeader>{fieldLabel(change.name)}</RowHeader>
									<DataCell lang={change.lang ?? undefined}>
										<DiffText parts={change.parts} side="before" labels={labels} />
									</DataCell>
									<DataCell lang={change.lang ?? undefined}>
										<DiffText parts={change.parts} side="after" labels={labels} />
									</DataCell>
								</tr>
							))}
						</DataTable>
					</section>
				)
			})}
		</div>
	)
}

/**
 * Shown in an edit form whose save was held back because someone else saved the item since the
 * form was opened: who and when, what they changed, and the two ways on. The form below still
 * holds what this person typed; `overwrite` is the form's own "Save mine anyway" button (it
 * sends what was typed), `startAgainHref` reloads the item as it now is.
 */
export function ConflictNotice({
	conflict,
	fieldLabel,
	overwrite,
	startAgainHref,
}: {
	conflict: {
		by: string
		at: string
		changes: FieldChange[] | null
	}
	fieldLabel: (name: string) => string
	overwrite: React.ReactNode
	startAgainHref: string
}) {
	const t = useT()
	const locale = useLocale()
	return (
		<section
			id="conflict"
			tabIndex={-1}
			role="alert"
			aria-labelledby="conflict-title"
			className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4"
		>
			<h2 id="conflict-title" className="text-lg font-bold text-slate-900">
				{t('admin.conflict.title')}
			</h2>
			<p className="mt-1">
				{t('admin.conflict.text', {
					who: conflict.by || t('admin.history.unknownPerson'),
					when: formatWhen(conflict.at, locale),
				})}
			</p>
			<h3 className="mt-4 font-bold">{t('admin.conflict.changes')}</h3>
			<div className="mt-2">
				{conflict.changes ? (
					<ChangesTables
						changes={conflict.changes}
						fieldLabel={fieldLabel}
						beforeTitle={t('admin.conflict.started')}
						afterTitle={t('admin.conflict.current')}
						headingLevel={3}
					/>
				) : (
					<p>{t('admin.conflict.noDiff')}</p>
				)}
			</div>
			<div className="mt-4 flex flex-wrap items-center gap-3">
				{overwrite}
				<a href={startAgainHref} className="text-primary-dark underline">
					{t('admin.conflict.startAgain')}
				</a>
			</div>
			<p className="mt-2 text-sm text-slate-700">{t('admin.conflict.startAgainHint')}</p>
		</section>
	)
}
