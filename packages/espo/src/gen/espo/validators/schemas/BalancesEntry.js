// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";
import { checkOutpoint } from "@gw/runtime/common-validators/Outpoint";

export function BalancesEntry(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.outpoint === undefined) requiredFail(errors, path, "#", "outpoint");
		if (data.entries === undefined) requiredFail(errors, path, "#", "entries");
		if (data.outpoint !== undefined) checkOutpoint(errors, data.outpoint, path, "#/properties/outpoint", "outpoint");
		if (data.entries !== undefined) {
			const data0 = data.entries;
			if (Array.isArray(data0)) {
				const path0 = path + "/entries";
				for (let i1 = 0; i1 < data0.length; i1++) {
					const data2 = data0[i1];
					if (isObject(data2)) {
						if (data2.alkane === undefined) requiredFail(errors, path0 + "/" + i1, "#/properties/entries/items", "alkane");
						if (data2.amount === undefined) requiredFail(errors, path0 + "/" + i1, "#/properties/entries/items", "amount");
						if (data2.alkane !== undefined) checkAlkaneIdText(errors, data2.alkane, path0 + "/" + i1, "#/properties/entries/items/properties/alkane", "alkane");
						if (data2.amount !== undefined) checkDecimalString(errors, data2.amount, path0 + "/" + i1, "#/properties/entries/items/properties/amount", "amount");
					} else typeFail(errors, path0 + "/" + i1, "#/properties/entries/items", "object");
				}
			} else typeFail(errors, path + "/entries", "#/properties/entries", "array");
		}
		if (data.address !== undefined) {
			const data3 = data.address;
			if (typeof data3 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
	} else typeFail(errors, path, "#", "object");
	BalancesEntry.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
