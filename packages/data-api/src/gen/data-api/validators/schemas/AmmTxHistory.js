// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { AmmTxRecord } from "./AmmTxRecord.js";

export function AmmTxHistory(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.transactions === undefined) requiredFail(errors, path, "#", "transactions");
		if (data.transactions !== undefined) {
			const data0 = data.transactions;
			if (Array.isArray(data0)) {
				const path0 = path + "/transactions";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!AmmTxRecord(data0[i1])) errors.push(...failed(AmmTxRecord, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/transactions", "#/properties/transactions", "array");
		}
		if (data.total !== undefined) {
			const data2 = data.total;
			if (!isInteger(data2)) typeFail(errors, path + "/total", "#/properties/total", "integer");
		}
		if (data.items !== undefined) {
			const data3 = data.items;
			if (Array.isArray(data3)) {
				const path1 = path + "/items";
				for (let i4 = 0; i4 < data3.length; i4++) {
					if (!AmmTxRecord(data3[i4])) errors.push(...failed(AmmTxRecord, data3[i4], path1 + "/" + i4));
				}
			} else typeFail(errors, path + "/items", "#/properties/items", "array");
		}
		if (data.count !== undefined) {
			const data5 = data.count;
			if (!isInteger(data5)) typeFail(errors, path + "/count", "#/properties/count", "integer");
		}
		if (data.offset !== undefined) {
			const data6 = data.offset;
			if (!isInteger(data6)) typeFail(errors, path + "/offset", "#/properties/offset", "integer");
		}
	} else typeFail(errors, path, "#", "object");
	AmmTxHistory.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
