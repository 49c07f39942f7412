// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function GetTotalUnwrapAmountRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			if (!(key0 === "blockHeight" || key0 === "successful")) additionalFail(errors, path, "#", key0);
		}
		if (data.blockHeight !== undefined) {
			const data1 = data.blockHeight;
			if (!isInteger(data1)) typeFail(errors, path + "/blockHeight", "#/properties/blockHeight", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/blockHeight", "#/properties/blockHeight", "minimum", 0);
			}
		}
		if (data.successful !== undefined) {
			const data2 = data.successful;
			if (typeof data2 != "boolean") typeFail(errors, path + "/successful", "#/properties/successful", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	GetTotalUnwrapAmountRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
