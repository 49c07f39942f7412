// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function PairToken(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.symbol !== undefined) {
			const data0 = data.symbol;
			if (typeof data0 != "string") typeFail(errors, path + "/symbol", "#/properties/symbol", "string");
		}
		if (data.alkaneId !== undefined) {
			if (!IdObject(data.alkaneId)) errors.push(...failed(IdObject, data.alkaneId, path + "/alkaneId"));
		}
		if (data.name !== undefined) {
			const data1 = data.name;
			if (typeof data1 != "string") typeFail(errors, path + "/name", "#/properties/name", "string");
		}
		if (data.decimals !== undefined) {
			const data2 = data.decimals;
			if (!isInteger(data2)) typeFail(errors, path + "/decimals", "#/properties/decimals", "integer");
		}
		if (data.image !== undefined) {
			const data3 = data.image;
			if (typeof data3 != "string") typeFail(errors, path + "/image", "#/properties/image", "string");
		}
		if (data.token0Amount !== undefined) checkUintString(errors, data.token0Amount, path, "#/properties/token0Amount", "token0Amount");
		if (data.token1Amount !== undefined) checkUintString(errors, data.token1Amount, path, "#/properties/token1Amount", "token1Amount");
	} else typeFail(errors, path, "#", "object");
	PairToken.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
