import { ArrowDown, ArrowUp } from 'lucide-react'
import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { Button } from '#app/components/ui/button'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { useT } from '#app/i18n/hooks'
import { cn } from '#app/utils/misc'
import type { FieldErrors } from './editor.server'
import type { FormValues } from './form-state'
import type { MenuScreenGroup } from './menu-editor.server'

const inputClass = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2'

function LabelInputs({
	prefix,
	values,
	errors,
	hint,
	label,
}: {
	prefix: string
	values: FormValues
	errors: FieldErrors
	hint?: { en: string; fr: string }
	label: string
}) {
	const t = useT()
	return (
		<div className="grid gap-3 md:grid-cols-2">
			{(['en', 'fr'] as const).map((l) => {
				const name = `${prefix}.label.${l}`
				const id = `f-${name.replaceAll('.', '-')}`
				const error = errors[name]
				return (
					<div key={l}>
						<label htmlFor={id} className="text-sm font-medium">
							{t(l === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench', {
								field: label,
							})}
						</label>
						<input
							id={id}
							name={name}
							lang={l}
							defaultValue={values[name] ?? ''}
							placeholder={hint?.[l]}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? `${id}-error` : undefined}
							className={cn(inputClass, error && 'border-danger')}
						/>
						{error ? (
							<p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
								{t(error.key, error.vars)}
							</p>
						) : null}
					</div>
				)
			})}
		</div>
	)
}

function Move({ op, label, up }: { op: string; label: string; up: boolean }) {
	return (
		<Button type="submit" name="op" value={op} variant="outline" size="sm">
			{up ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
			<span>{label}</span>
		</Button>
	)
}

/**
 * The Menu screen: the main menu's groups in order (label in each language, shown or not) and,
 * in each, its pages in order (label, listed or not). Moving a group or a page saves the screen
 * too; without JavaScript each button is a plain form submission.
 */
export function MenuEditor({
	groups,
	values,
	errors,
}: {
	groups: MenuScreenGroup[]
	values: FormValues
	errors: FieldErrors
}) {
	const t = useT()
	return (
		<>
			<AdminPageHeader title="admin.siteMenu.title" intro="admin.siteMenu.intro" />
			<Form method="post" className="grid gap-6" noValidate>
				<CsrfInput />
				<div>
					<Button type="submit" name="op" value="save">
						{t('admin.siteMenu.save')}
					</Button>
				</div>
				<ol id="menu-groups" className="grid gap-6">
					{groups.map((group, i) => {
						const name = t(`admin.pageEditor.group.${group.key}`)
						return (
							<li key={group.key}>
								<fieldset className="grid gap-4 rounded-xl border border-slate-300 bg-white p-4">
									<legend className="px-1">
										<h2 id={`group-${group.key}`} tabIndex={-1} className="text-lg font-semibold">
											{name}
										</h2>
									</legend>
									<input type="hidden" name={`g.${i}.key`} value={group.key} />
									<LabelInputs
										prefix={`g.${i}`}
										values={values}
										errors={errors}
										hint={group.defaultLabel}
										label={t('admin.siteMenu.groupLabel')}
									/>
									<label className="flex items-center gap-2">
										<input
											type="checkbox"
											name={`g.${i}.inMenu`}
											defaultChecked={Boolean(values[`g.${i}.inMenu`])}
											className="size-5"
										/>
										{t('admin.siteMenu.groupInMenu')}
									</label>
									<div className="flex flex-wrap gap-2">
										{i > 0 ? (
											<Move
												op={`up-group:${i}`}
												up
												label={t('admin.pageEditor.moveUp', { item: name })}
											/>
										) : null}
										{i < groups.length - 1 ? (
											<Move
												op={`down-group:${i}`}
												up={false}
												label={t('admin.pageEditor.moveDown', { item: name })}
											/>
										) : null}
									</div>
									{group.pages.length ? (
										<ol className="grid gap-3">
											{group.pages.map((page, j) => (
												<li
													key={page.id}
													className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
												>
													<p id={`page-${page.id}`} tabIndex={-1} className="font-semibold">
														<Link
															to={`../pages/edit?id=${page.id}`}
															relative="path"
															className="text-primary-dark underline"
														>
															{page.title}
														</Link>
														{page.status === 'draft' ? (
															<span className="ml-2 text-sm font-normal text-slate-700">
																({t('admin.status.draft')})
															</span>
														) : null}
													</p>
													<LabelInputs
														prefix={`p.${page.id}`}
														values={values}
														errors={errors}
														label={t('admin.siteMenu.pageLabel')}
													/>
													<label className="flex items-center gap-2">
														<input
															type="checkbox"
															name={`p.${page.id}.inMenu`}
															defaultChecked={Boolean(values[`p.${page.id}.inMenu`])}
															className="size-5"
														/>
														{t('admin.siteMenu.pageInMenu')}
													</label>
													<div className="flex flex-wrap gap-2">
														{j > 0 ? (
															<Move
																op={`up-page:${page.id}`}
																up
																label={t('admin.pageEditor.moveUp', { item: page.title })}
															/>
														) : null}
														{j < group.pages.length - 1 ? (
															<Move
																op={`down-page:${page.id}`}
																up={false}
																label={t('admin.pageEditor.moveDown', { item: page.title })}
															/>
														) : null}
													</div>
												</li>
											))}
										</ol>
									) : (
										<p className="text-slate-700">{t('admin.siteMenu.noPages')}</p>
									)}
								</fieldset>
							</li>
						)
					})}
				</ol>
				<div>
					<Button type="submit" name="op" value="save">
						{t('admin.siteMenu.save')}
					</Button>
				</div>
			</Form>
		</>
	)
}
