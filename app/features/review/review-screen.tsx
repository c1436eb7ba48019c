import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { Button, buttonVariants } from '#app/components/ui/button'
import { Checkbox, CheckboxField, Field, Fieldset, Textarea } from '#app/components/ui/field'
import { COUNCIL_TIME_ZONE } from '#app/config'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale } from '#app/i18n/locales'
import type { ReviewActionData, ReviewLoaderData } from './review.server'

/**
 * `/admin-dtima/review` (decision 029): what waits for an administrator, each with a way to open
 * it, publish it, or send it back with a comment; and, for administrators, the setting.
 * Plain forms: everything works without JavaScript.
 */
export function ReviewScreen({
	data,
	actionData,
}: {
	data: ReviewLoaderData
	actionData: ReviewActionData | undefined
}) {
	const t = useT()
	const locale = useLocale()
	const when = (iso: string) =>
		new Intl.DateTimeFormat(intlLocale[locale], {
			dateStyle: 'medium',
			timeStyle: 'short',
			timeZone: COUNCIL_TIME_ZONE,
		}).format(new Date(iso))
	return (
		<>
			<AdminPageHeader title="admin.review.title" intro="admin.review.intro" />
			{data.isAdmin ? (
				<Form method="post" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
					<CsrfInput />
					<Fieldset legend={t('admin.review.setting.legend')}>
						<CheckboxField
							id="review-setting"
							label={t('admin.review.setting.label')}
							hint={t('admin.review.setting.hint')}
						>
							{(control) => (
								<Checkbox {...control} name="reviewRequired" defaultChecked={data.reviewRequired} />
							)}
						</CheckboxField>
					</Fieldset>
					<Button type="submit" name="intent" value="setting" size="sm" className="mt-3">
						{t('admin.review.setting.save')}
					</Button>
				</Form>
			) : (
				<p className="mb-4 text-slate-700">{t('admin.review.adminsOnly')}</p>
			)}
			{data.items.length === 0 ? (
				<p className="rounded-xl border border-slate-200 bg-white p-4">{t('admin.review.empty')}</p>
			) : (
				<ul className="space-y-4">
					{data.items.map((item) => {
						const key = `${item.type}:${item.id}`
						const refused = actionData?.item === key ? actionData : null
						const commentId = `comment-${item.type}-${item.id}`
						return (
							<li key={key} className="rounded-xl border border-slate-200 bg-white p-4">
								<h2 className="text-lg font-semibold">{item.title}</h2>
								<dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
									<dt>{t('admin.review.col.what')}</dt>
									<dd>
										{t(item.kind)} ·{' '}
										{t(item.changes ? 'admin.review.what.changes' : 'admin.review.what.new')}
									</dd>
									<dt>{t('admin.review.col.by')}</dt>
									<dd>{item.author}</dd>
									<dt>{t('admin.review.col.since')}</dt>
									<dd>
										<time dateTime={item.since}>{when(item.since)}</time>
									</dd>
								</dl>
								<p className="mt-3">
									<Link
										to={item.edit}
										className={buttonVariants({ variant: 'outline', size: 'sm' })}
									>
										{t('admin.review.open')}
									</Link>
								</p>
								{data.isAdmin ? (
									<div className="mt-3 grid gap-3 md:grid-cols-2">
										<Form method="post">
											<CsrfInput />
											<input type="hidden" name="type" value={item.type} />
											<input type="hidden" name="id" value={item.id} />
											<Button type="submit" name="intent" value="publish">
												{t('admin.review.publish')}
											</Button>
										</Form>
										<Form method="post" className="space-y-2">
											<CsrfInput />
											<input type="hidden" name="type" value={item.type} />
											<input type="hidden" name="id" value={item.id} />
											<Field
												id={commentId}
												label={t('admin.review.comment')}
												error={refused ? t(refused.error) : undefined}
											>
												{(control) => (
													<Textarea
														{...control}
														name="comment"
														rows={3}
														maxLength={1000}
														defaultValue={refused?.comment}
													/>
												)}
											</Field>
											<Button type="submit" name="intent" value="sendBack" variant="outline">
												{t('admin.review.sendBack')}
											</Button>
										</Form>
									</div>
								) : null}
							</li>
						)
					})}
				</ul>
			)}
		</>
	)
}
