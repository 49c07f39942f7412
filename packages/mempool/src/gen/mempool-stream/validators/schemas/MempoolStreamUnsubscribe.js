// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isObject, typeFail } from "@gw/runtime/validator-support";

export function MempoolStreamUnsubscribe(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.op !== undefined) {
			const data0 = data.op;
			if (data0 !== "unsubscribe") fail(errors, path + "/op", "#/properties/op/const", "const", { allowedValue: "unsubscribe" }, "must be equal to constant");
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
	} else typeFail(errors, path, "#", "object");
	MempoolStreamUnsubscribe.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
