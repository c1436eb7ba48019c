import { Form } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { Button } from '#app/components/ui/button'
import { Label, Radio } from '#app/components/ui/field'
import type { NoticeMode } from '#app/db/schema'
import { useT } from '#app/i18n/hooks'
import type { NoticeMessageKey } from '#app/i18n/messages/notifications.en'
import { NOTICE_MODES, noticeKey as key, type NoticeKind } from './kinds'

/**
 * "Notifications" on My account (decision 050): for each kind a person can receive, in the staff
 * area only, also by email, or muted. A plain form of radio groups: works without JavaScript.
 */
export function NoticeChoices({
	modes,
	mail,
}: {
	modes: { kind: NoticeKind; mode: NoticeMode }[]
	mail: boolean
}) {
	const t = useT()
	return (
		<Form
			method="post"
			id="notices"
			aria-labelledby="notices-title"
			className="mt-6 max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5"
		>
			<h2 id="notices-title" className="text-lg font-semibold">
				{t(key('notice.prefs.title'))}
			</h2>
			<p className="text-slate-700">{t(key('notice.prefs.intro'))}</p>
			{mail ? null : <p className="text-slate-700">{t(key('notice.prefs.emailOff'))}</p>}
			<CsrfInput />
			{modes.map(({ kind, mode }) => (
				<fieldset key={kind} className="space-y-1">
					<legend className="font-semibold text-slate-900">
						{t(key(`notice.kind.${kind}` as NoticeMessageKey))}
					</legend>
					<div className="flex flex-wrap gap-x-5 gap-y-1">
						{NOTICE_MODES.map((option) => {
							const id = `notice-${kind.replace('.', '-')}-${option}`
							return (
								<span key={option} className="inline-flex items-center gap-2">
									<Radio
										id={id}
										name={`mode:${kind}`}
										value={option}
										defaultChecked={mode === option}
									/>
									<Label htmlFor={id} weight="normal">
										{t(key(`notice.prefs.mode.${option}`))}
									</Label>
								</span>
							)
						})}
					</div>
				</fieldset>
			))}
			<Button type="submit" name="intent" value="notices">
				{t(key('notice.prefs.save'))}
			</Button>
		</Form>
	)
}
