// Generated from specs/openapi/opi.yaml (`holders`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.ticker === undefined) requiredFail(errors, path, "#", "ticker");
		for (const key0 in data) {
			if (!(key0 === "ticker")) additionalFail(errors, path, "#", key0);
		}
		if (data.ticker !== undefined) {
			let data1 = data.ticker;
			if (typeof data1 != "string") {
				const type2 = typeof data1;
				let coerced3;
				if (type2 == "number" || type2 == "boolean") coerced3 = "" + data1;
				else if (data1 === null) coerced3 = "";
				else typeFail(errors, path + "/ticker", "#/properties/ticker", "string");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["ticker"] = coerced3;
				}
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
