// Generated from specs/openapi/gateway-ops.yaml (`reorg-usage`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.n === undefined) requiredFail(errors, path, "#", "n");
		for (const key0 in data) {
			if (!(key0 === "n")) additionalFail(errors, path, "#", key0);
		}
		if (data.n !== undefined) {
			let data1 = data.n;
			if (!isInteger(data1)) {
				const type2 = typeof data1;
				let coerced3;
				if (type2 === "boolean" || data1 === null || (type2 === "string" && data1 && data1 == +data1 && !(data1 % 1))) coerced3 = +data1;
				else typeFail(errors, path + "/n", "#/properties/n", "integer");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["n"] = coerced3;
				}
			}
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/n", "#/properties/n", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
