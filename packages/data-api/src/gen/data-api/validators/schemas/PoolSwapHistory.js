// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { SwapRecord } from "./SwapRecord.js";

export function PoolSwapHistory(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.swaps === undefined) requiredFail(errors, path, "#", "swaps");
		if (data.swaps !== undefined) {
			const data0 = data.swaps;
			if (Array.isArray(data0)) {
				const path0 = path + "/swaps";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!SwapRecord(data0[i1])) errors.push(...failed(SwapRecord, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/swaps", "#/properties/swaps", "array");
		}
		if (data.total !== undefined) {
			const data2 = data.total;
			if (!isInteger(data2)) typeFail(errors, path + "/total", "#/properties/total", "integer");
		}
		if (data.count !== undefined) {
			const data3 = data.count;
			if (!isInteger(data3)) typeFail(errors, path + "/count", "#/properties/count", "integer");
		}
		if (data.offset !== undefined) {
			const data4 = data.offset;
			if (!isInteger(data4)) typeFail(errors, path + "/offset", "#/properties/offset", "integer");
		}
		if (data.items !== undefined) {
			const data5 = data.items;
			if (!isObject(data5)) typeFail(errors, path + "/items", "#/properties/items", "object");
		}
	} else typeFail(errors, path, "#", "object");
	PoolSwapHistory.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
