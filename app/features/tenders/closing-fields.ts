/** When a tender or a vacancy closes: a day and, optionally, a time of day (council time). */
export const closingFields = [
	{
		name: 'closing_date',
		kind: 'date',
		label: 'admin.field.closingDate',
		required: true,
		max: 10,
	},
	{
		name: 'closing_time',
		kind: 'time',
		label: 'admin.field.closingTime',
		hint: 'admin.field.closingTimeHint',
		max: 5,
	},
] as const
