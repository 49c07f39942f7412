// Generated from specs/openapi/data-api.yaml (`address-balances`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(key0 === "address")) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) {
			let data1 = data.address;
			if (typeof data1 != "string") {
				const type2 = typeof data1;
				let coerced3;
				if (type2 == "number" || type2 == "boolean") coerced3 = "" + data1;
				else if (data1 === null) coerced3 = "";
				else typeFail(errors, path + "/address", "#/properties/address", "string");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["address"] = coerced3;
				}
			}
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/address", "#/properties/address/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
