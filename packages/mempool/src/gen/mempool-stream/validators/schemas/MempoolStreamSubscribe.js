// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function MempoolStreamSubscribe(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.op !== undefined) {
			const data0 = data.op;
			if (data0 !== "subscribe") fail(errors, path + "/op", "#/properties/op/const", "const", { allowedValue: "subscribe" }, "must be equal to constant");
		}
		if (data.channels !== undefined) {
			const data1 = data.channels;
			if (Array.isArray(data1)) {
				const path0 = path + "/channels";
				for (let i2 = 0; i2 < data1.length; i2++) {
					const data3 = data1[i2];
					if (typeof data3 != "string") typeFail(errors, path0 + "/" + i2, "#/properties/channels/items", "string");
				}
			} else typeFail(errors, path + "/channels", "#/properties/channels", "array");
		}
		if (data.since_seq !== undefined) {
			const data4 = data.since_seq;
			if (!isInteger(data4)) typeFail(errors, path + "/since_seq", "#/properties/since_seq", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/since_seq", "#/properties/since_seq", "minimum", 0);
			}
		}
		if (data.include_hex !== undefined) {
			const data5 = data.include_hex;
			if (typeof data5 != "boolean") typeFail(errors, path + "/include_hex", "#/properties/include_hex", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamSubscribe.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
