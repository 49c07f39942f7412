// Generated from specs/openapi/opi.yaml (`event`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.inscription_id === undefined) requiredFail(errors, path, "#", "inscription_id");
		for (const key0 in data) {
			if (!(key0 === "inscription_id")) additionalFail(errors, path, "#", key0);
		}
		if (data.inscription_id !== undefined) {
			let data1 = data.inscription_id;
			if (typeof data1 != "string") {
				const type2 = typeof data1;
				let coerced3;
				if (type2 == "number" || type2 == "boolean") coerced3 = "" + data1;
				else if (data1 === null) coerced3 = "";
				else typeFail(errors, path + "/inscription_id", "#/properties/inscription_id", "string");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["inscription_id"] = coerced3;
				}
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
