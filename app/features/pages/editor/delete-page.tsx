import { Trash2 } from 'lucide-react'
import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/auth/csrf-input'
import { Button, buttonVariants } from '#app/components/ui/button'
import { AdminPageHeader } from '#app/features/staff-frame/admin-page'
import { useT } from '#app/i18n/hooks'
import { localizePath } from '#app/i18n/locales'
import type { EditedPage } from './editor.server'

/** Deleting is for pages the council added; the standard pages can only be unpublished. */
export function DeleteOrKeep({ page, action }: { page: EditedPage; action: string }) {
	const t = useT()
	if (page.standard) {
		return (
			<p className="mt-8 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
				{t('admin.pageEditor.standardNote')}
			</p>
		)
	}
	return (
		<p className="mt-8">
			<Link to={`${action}&delete`} className={buttonVariants({ variant: 'dangerGhost' })}>
				<Trash2 aria-hidden="true" />
				<span>{t('admin.pageEditor.delete')}</span>
			</Link>
		</p>
	)
}

/** The confirmation page before a page is deleted, saying what its addresses will answer. */
export function DeletePageConfirm({ page, action }: { page: EditedPage; action: string }) {
	const t = useT()
	return (
		<>
			<AdminPageHeader title="admin.pageEditor.deleteTitle" />
			<div className="max-w-2xl rounded-xl border-2 border-danger bg-white p-6">
				<p className="text-lg font-semibold">
					{t('admin.pageEditor.deleteQuestion', { title: page.title })}
				</p>
				<p className="mt-3">{t('admin.pageEditor.deleteEffect')}</p>
				<ul className="mt-2 list-disc pl-5">
					<li>{localizePath(page.pathEn, 'en')}</li>
					<li>{localizePath(page.pathFr, 'fr')}</li>
				</ul>
				<Form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
					<CsrfInput />
					<Button type="submit" name="op" value="delete" variant="danger">
						{t('admin.pageEditor.deleteConfirm')}
					</Button>
					<Link to={action} className={buttonVariants({ variant: 'outline' })}>
						{t('admin.pageEditor.deleteCancel')}
					</Link>
				</Form>
			</div>
		</>
	)
}
