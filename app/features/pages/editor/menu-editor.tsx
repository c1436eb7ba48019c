import { ArrowDown, ArrowUp } from 'lucide-react'
import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { Button } from '#app/components/ui/button'
import { Checkbox, CheckboxField, Field, Input } from '#app/components/ui/field'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { useT } from '#app/i18n/hooks'
import type { FieldErrors } from './editor.server'
import type { FormValues } from './form-state'
import type { MenuScreenGroup } from './menu-editor.server'
import { fieldId } from './targets'

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
		<div className="grid grid-cols-1 gap-3 md:grid-cols-2">
			{(['en', 'fr'] as const).map((l) => {
				const name = `${prefix}.label.${l}`
				const error = errors[name]
				return (
					<Field
						key={l}
						id={fieldId(name)}
						label={t(l === 'en' ? 'admin.pageEditor.inEnglish' : 'admin.pageEditor.inFrench', {
							field: label,
						})}
						error={error ? t(error.key, error.vars) : undefined}
					>
						{(control) => (
							<Input
								{...control}
								name={name}
								lang={l}
								defaultValue={values[name] ?? ''}
								placeholder={hint?.[l]}
							/>
						)}
					</Field>
				)
			})}
		</div>
	)
}

/** Whether a group or a page is listed in the menu. */
function InMenu({ name, values, label }: { name: string; values: FormValues; label: string }) {
	return (
		<CheckboxField id={fieldId(name)} label={label}>
			{(control) => <Checkbox {...control} name={name} defaultChecked={Boolean(values[name])} />}
		</CheckboxField>
	)
}

function Move({ op, label, up }: { op: string; label: string; up: boolean }) {
	return (
		<Button type="submit" name="op" value={op} variant="outline" size="sm" wrap>
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
									<InMenu
										name={`g.${i}.inMenu`}
										values={values}
										label={t('admin.siteMenu.groupInMenu')}
									/>
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
													<InMenu
														name={`p.${page.id}.inMenu`}
														values={values}
														label={t('admin.siteMenu.pageInMenu')}
													/>
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
