// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function BtcUsdPriceObject(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.ok === undefined) requiredFail(errors, path, "#", "ok");
		if (data.price === undefined) requiredFail(errors, path, "#", "price");
		if (data.ok !== undefined) {
			const data0 = data.ok;
			if (data0 !== true) fail(errors, path + "/ok", "#/properties/ok/const", "const", { allowedValue: true }, "must be equal to constant");
		}
		if (data.height !== undefined) {
			const data1 = data.height;
			if (!isInteger(data1)) typeFail(errors, path + "/height", "#/properties/height", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/height", "#/properties/height", "minimum", 0);
			}
		}
		if (data.requested_height !== undefined) {
			const data2 = data.requested_height;
			if (!isInteger(data2)) typeFail(errors, path + "/requested_height", "#/properties/requested_height", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/requested_height", "#/properties/requested_height", "minimum", 0);
			}
		}
		if (data.price !== undefined) checkUintString(errors, data.price, path, "#/properties/price", "price");
		if (data.source !== undefined) {
			const data3 = data.source;
			if (typeof data3 != "string") typeFail(errors, path + "/source", "#/properties/source", "string");
		}
	} else typeFail(errors, path, "#", "object");
	BtcUsdPriceObject.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
