// Generated from specs/openapi/orderbook.yaml (`order`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.source === undefined) requiredFail(errors, path, "#", "source");
		if (data.id === undefined) requiredFail(errors, path, "#", "id");
		for (const key0 in data) {
			if (!(key0 === "source" || key0 === "id")) additionalFail(errors, path, "#", key0);
		}
		if (data.source !== undefined) {
			let data1 = data.source;
			if (typeof data1 != "string") {
				const type2 = typeof data1;
				let coerced3;
				if (type2 == "number" || type2 == "boolean") coerced3 = "" + data1;
				else if (data1 === null) coerced3 = "";
				else typeFail(errors, path + "/source", "#/properties/source", "string");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["source"] = coerced3;
				}
			}
		}
		if (data.id !== undefined) {
			let data4 = data.id;
			if (typeof data4 != "string") {
				const type5 = typeof data4;
				let coerced6;
				if (type5 == "number" || type5 == "boolean") coerced6 = "" + data4;
				else if (data4 === null) coerced6 = "";
				else typeFail(errors, path + "/id", "#/properties/id", "string");
				if (coerced6 !== undefined) {
					data4 = coerced6;
					data["id"] = coerced6;
				}
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
