// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, typeFail } from "@gw/runtime/validator-support";
import { AlkaneToken } from "./AlkaneToken.js";

export function AlkaneList(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.tokens !== undefined) {
			const data0 = data.tokens;
			if (Array.isArray(data0)) {
				const path0 = path + "/tokens";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!AlkaneToken(data0[i1])) errors.push(...failed(AlkaneToken, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/tokens", "#/properties/tokens", "array");
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
		if (data.limit !== undefined) {
			const data5 = data.limit;
			if (!isInteger(data5)) typeFail(errors, path + "/limit", "#/properties/limit", "integer");
		}
	} else typeFail(errors, path, "#", "object");
	AlkaneList.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
