// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

const values0 = ["1","7","30","365"];

export function GetBitcoinMarketChartRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.days === undefined) requiredFail(errors, path, "#", "days");
		for (const key0 in data) {
			if (!(key0 === "days")) additionalFail(errors, path, "#", key0);
		}
		if (data.days !== undefined) {
			const data1 = data.days;
			if (typeof data1 != "string") typeFail(errors, path + "/days", "#/properties/days", "string");
			if (!values0.includes(data1)) fail(errors, path + "/days", "#/properties/days/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values");
		}
	} else typeFail(errors, path, "#", "object");
	GetBitcoinMarketChartRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
